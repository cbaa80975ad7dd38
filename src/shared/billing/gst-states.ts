/**
 * India's states and union territories with their GST state codes (the first two digits of a
 * GSTIN and the code printed beside the place of supply), in English and Hindi. 25 (Daman and
 * Diu) merged into 26 in 2020 and 28 (Andhra Pradesh before 2014) is no longer issued.
 */
export interface GstState {
  code: string;
  en: string;
  hi: string;
}

export const GST_STATES: readonly GstState[] = [
  { code: "01", en: "Jammu and Kashmir", hi: "जम्मू और कश्मीर" },
  { code: "02", en: "Himachal Pradesh", hi: "हिमाचल प्रदेश" },
  { code: "03", en: "Punjab", hi: "पंजाब" },
  { code: "04", en: "Chandigarh", hi: "चंडीगढ़" },
  { code: "05", en: "Uttarakhand", hi: "उत्तराखंड" },
  { code: "06", en: "Haryana", hi: "हरियाणा" },
  { code: "07", en: "Delhi", hi: "दिल्ली" },
  { code: "08", en: "Rajasthan", hi: "राजस्थान" },
  { code: "09", en: "Uttar Pradesh", hi: "उत्तर प्रदेश" },
  { code: "10", en: "Bihar", hi: "बिहार" },
  { code: "11", en: "Sikkim", hi: "सिक्किम" },
  { code: "12", en: "Arunachal Pradesh", hi: "अरुणाचल प्रदेश" },
  { code: "13", en: "Nagaland", hi: "नागालैंड" },
  { code: "14", en: "Manipur", hi: "मणिपुर" },
  { code: "15", en: "Mizoram", hi: "मिज़ोरम" },
  { code: "16", en: "Tripura", hi: "त्रिपुरा" },
  { code: "17", en: "Meghalaya", hi: "मेघालय" },
  { code: "18", en: "Assam", hi: "असम" },
  { code: "19", en: "West Bengal", hi: "पश्चिम बंगाल" },
  { code: "20", en: "Jharkhand", hi: "झारखंड" },
  { code: "21", en: "Odisha", hi: "ओडिशा" },
  { code: "22", en: "Chhattisgarh", hi: "छत्तीसगढ़" },
  { code: "23", en: "Madhya Pradesh", hi: "मध्य प्रदेश" },
  { code: "24", en: "Gujarat", hi: "गुजरात" },
  {
    code: "26",
    en: "Dadra and Nagar Haveli and Daman and Diu",
    hi: "दादरा और नगर हवेली और दमन और दीव",
  },
  { code: "27", en: "Maharashtra", hi: "महाराष्ट्र" },
  { code: "29", en: "Karnataka", hi: "कर्नाटक" },
  { code: "30", en: "Goa", hi: "गोवा" },
  { code: "31", en: "Lakshadweep", hi: "लक्षद्वीप" },
  { code: "32", en: "Kerala", hi: "केरल" },
  { code: "33", en: "Tamil Nadu", hi: "तमिलनाडु" },
  { code: "34", en: "Puducherry", hi: "पुदुचेरी" },
  { code: "35", en: "Andaman and Nicobar Islands", hi: "अंडमान और निकोबार द्वीपसमूह" },
  { code: "36", en: "Telangana", hi: "तेलंगाना" },
  { code: "37", en: "Andhra Pradesh", hi: "आंध्र प्रदेश" },
  { code: "38", en: "Ladakh", hi: "लद्दाख" },
  { code: "97", en: "Other Territory", hi: "अन्य क्षेत्र" },
];

export const GST_STATE_CODES = GST_STATES.map((s) => s.code);

export const gstStateOf = (code: string): GstState | undefined =>
  GST_STATES.find((s) => s.code === code);

/** Letters only, lower case: Latin or Devanagari (its vowel signs too), nothing else. */
const squeeze = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^\p{L}\p{M}]/gu, "");

/**
 * The state a typed address names ("Rajasthan", "rajasthan ", "राजस्थान", "Delhi NCR"), by its
 * name in either language; undefined when it names none (the owners then choose one).
 */
export function gstStateNamed(typed: string): GstState | undefined {
  const key = squeeze(typed.replace(/&/g, " and "));
  if (!key) return undefined;
  return (
    GST_STATES.find((s) => squeeze(s.en) === key || squeeze(s.hi) === key) ??
    GST_STATES.find((s) => key.startsWith(squeeze(s.en)) && squeeze(s.en).length > 3)
  );
}
