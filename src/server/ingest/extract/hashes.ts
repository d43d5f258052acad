import crypto from "node:crypto";

/** Hex SHA-256 prefixes: 16 hex digits (64 bits) name a URL or a snippet text without collisions in practice. */
const digest = (text: string) => crypto.createHash("sha256").update(text).digest("hex").slice(0, 16);

export const urlHash = (url: string) => digest(`url:${url}`);
export const snippetHash = (content: string) => digest(`snippet:${content}`);
