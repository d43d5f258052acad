// Number formatting shared by the language packs: each language only supplies
// its separators and words, the rounding rules live here once.

/** 1234567 -> "1,234,567" with the given separators. */
export function formatGroupedNumber(value: number, groupSep: string, decimalSep: string, decimals = 0): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = "0", fraction] = fixed.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, groupSep);
  const sign = value < 0 ? "-" : "";
  return fraction ? `${sign}${grouped}${decimalSep}${fraction}` : `${sign}${grouped}`;
}

export type Scale = "billion" | "million" | "";

export interface ScaledNumber {
  /** The mantissa as a number (e.g. 1.2 for 1.2 billion). */
  amount: number;
  scale: Scale;
  /** The mantissa written with the language's decimal separator. */
  text: string;
}

/** Rounds to the style of financial news: "1.2 billion", "450 million", "12.5 million". */
export function scaleNumber(value: number, decimalSep = ".", groupSep = ","): ScaledNumber {
  const abs = Math.abs(value);
  const write = (mantissa: number): string => {
    const rounded = mantissa < 10 ? Math.round(mantissa * 10) / 10 : Math.round(mantissa);
    const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
    return text.replace(".", decimalSep);
  };
  if (abs >= 1e9) return { amount: abs / 1e9, scale: "billion", text: write(abs / 1e9) };
  if (abs >= 1e6) return { amount: abs / 1e6, scale: "million", text: write(abs / 1e6) };
  return { amount: abs, scale: "", text: formatGroupedNumber(Math.round(abs), groupSep, decimalSep) };
}

/** English-style helper: the scaled mantissa and the unit word. */
export function scaleMoney(value: number, words: { billion: string; million: string }): { value: string; unit: string } {
  const scaled = scaleNumber(value);
  return { value: scaled.text, unit: scaled.scale === "" ? "" : words[scaled.scale] };
}

/** Mantissa, rounded the way it is printed, to choose singular or plural words. */
export function isSingular(scaled: ScaledNumber): boolean {
  return scaled.text === "1";
}
