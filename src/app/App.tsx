import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useConnection } from "./connection";
import { EntitiesPage } from "./features/entities";
import { SavedPage } from "./features/saved";
import { SearchPage } from "./features/search";
import { SettingsPage } from "./features/settings";
import { healthQuery } from "./features/status/queries";
import { TrendsPage } from "./features/trends";
import { Link, useLocation } from "./router";

const SECTIONS = [
  { path: "/search", label: "Search", Page: SearchPage },
  { path: "/trends", label: "Trends", Page: TrendsPage },
  { path: "/entities", label: "Entities", Page: EntitiesPage },
  { path: "/saved", label: "Saved", Page: SavedPage },
  { path: "/settings", label: "Settings", Page: SettingsPage },
] as const;

function sectionOf(pathname: string) {
  return SECTIONS.find((s) => pathname === s.path || pathname.startsWith(s.path + "/")) ?? SECTIONS[0];
}

export function App() {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const { client } = useConnection();
  const health = useQuery(healthQuery(client));
  const main = useRef<HTMLElement>(null);

  // A new section is a new page for a screen reader: say so and move focus there.
  useEffect(() => {
    document.title = `${section.label} · Research Workbench`;
  }, [section.label]);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
  }, [section.path]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <span className="brand">Research Workbench</span>
        {health.data?.archive.fictional && (
          <span className="badge" title="Every organisation, person, ticker, outlet and article in the demo archive is invented.">
            Demo archive: fictional
          </span>
        )}
        <span className={`connection ${health.isError ? "down" : health.data ? "up" : ""}`} role="status" aria-live="polite">
          {health.isError ? "Disconnected" : health.data ? "Connected" : "Connecting…"}
        </span>
      </header>
      <nav className="sidenav" aria-label="Sections">
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.path}>
              <Link to={s.path} current={s.path === section.path}>
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" ref={main} tabIndex={-1}>
        <section.Page />
      </main>
    </div>
  );
}
