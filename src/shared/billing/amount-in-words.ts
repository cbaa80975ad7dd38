/**
 * An amount in words in the Indian system (thousand, lakh, crore), as a document prints it:
 * "Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only", "एक लाख पच्चीस हज़ार रुपये और
 * पचास पैसे मात्र". Above 99 crore the crores are counted in the same system (Hundred Crore).
 */
const EN_ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const EN_TENS = [
  "",
  "",
  "Twenty",
  "Thirty",
  "Forty",
  "Fifty",
  "Sixty",
  "Seventy",
  "Eighty",
  "Ninety",
];

/** 0 to 99 in Hindi: each has a word of its own. */
const HI_UNDER_100 = (
  "शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस " +
  "बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस " +
  "पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस " +
  "सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ " +
  "बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर " +
  "छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी " +
  "नवासी नब्बे इक्यानबे बानबे तिरानबे चौरानबे पंचानबे छियानबे सत्तानबे अट्ठानबे निन्यानबे"
).split(" ");

type Lang = "en" | "hi";
const UNITS: Record<Lang, { hundred: string; thousand: string; lakh: string; crore: string }> = {
  en: { hundred: "Hundred", thousand: "Thousand", lakh: "Lakh", crore: "Crore" },
  hi: { hundred: "सौ", thousand: "हज़ार", lakh: "लाख", crore: "करोड़" },
};

function under100(n: number, lang: Lang): string {
  if (lang === "hi") return HI_UNDER_100[n]!;
  if (n < 20) return EN_ONES[n]!;
  const ones = n % 10;
  return ones ? `${EN_TENS[Math.floor(n / 10)]}-${EN_ONES[ones]}` : EN_TENS[n / 10]!;
}

/** A whole number above zero in words (no "Zero"). */
function wholeInWords(n: number, lang: Lang): string {
  const u = UNITS[lang];
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const hundreds = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  if (crores) parts.push(`${wholeInWords(crores, lang)} ${u.crore}`);
  if (lakhs) parts.push(`${under100(lakhs, lang)} ${u.lakh}`);
  if (thousands) parts.push(`${under100(thousands, lang)} ${u.thousand}`);
  if (hundreds) parts.push(`${under100(hundreds, lang)} ${u.hundred}`);
  if (rest) parts.push(under100(rest, lang));
  return parts.join(" ");
}

/** Paise (≥ 0) in words, the way an Indian invoice writes its total. */
export function amountInWords(paise: number, lang: Lang): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (lang === "en") {
    const r = rupees ? `Rupees ${wholeInWords(rupees, "en")}` : "";
    const p = rest ? `${under100(rest, "en")} Paise` : "";
    if (!r && !p) return "Rupees Zero Only";
    return `${[r, p].filter(Boolean).join(" and ")} Only`;
  }
  const r = rupees ? `${wholeInWords(rupees, "hi")} रुपये` : "";
  const p = rest ? `${under100(rest, "hi")} पैसे` : "";
  if (!r && !p) return "शून्य रुपये मात्र";
  return `${[r, p].filter(Boolean).join(" और ")} मात्र`;
}
