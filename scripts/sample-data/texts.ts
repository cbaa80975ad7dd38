/** What the owners and visitors write: notes, reasons, references, contact messages. */
import type { Random } from "./random";

export const INTERNAL_NOTES = [
  "Customer wants extra latkans on the dupatta.",
  "Fitting trial booked for Saturday, 11 am.",
  "Match the border with the sample she brought.",
  "Blouse with a deep back and dori.",
  "Wedding date fixed: deliver a week before at the latest.",
  "She prefers a lighter shade than the swatch.",
  "Advance by UPI; balance on delivery.",
  "Courier to her sister's address in Jodhpur.",
  "Use the heavier gota on the odhni.",
  "Old customer: keep the same measurements as last time.",
];

export const CUSTOMER_NOTES = [
  "Your fitting is on Saturday at 11 am. Please bring the blouse you like.",
  "The fabric has arrived and we have begun cutting.",
  "The embroidery needs two more days; we will still deliver on time.",
  "Your outfit is ready for a trial at the boutique.",
  "We have sent photos of the border on WhatsApp.",
  "The courier will reach you tomorrow before noon.",
];

export const CANCEL_REASONS = [
  "The customer changed her mind.",
  "Wedding postponed; she will order again later.",
  "Customer could not pay the advance.",
  "Ordered twice by mistake.",
  "She bought a ready-made piece instead.",
];

export const REVERSAL_REASONS = [
  "Entered twice by mistake",
  "Wrong amount typed",
  "Recorded on the wrong order",
  "Cheque bounced",
];

export const ITEM_NOTES = [
  "",
  "",
  "",
  "size M",
  "size L",
  "blue border",
  "with dupatta",
  "size XL",
];

/** A payment's reference as the owners type it: a UPI or card reference, a receipt number. */
export function referenceFor(method: string, random: Random): string {
  if (method === "upi") return `UPI ${random.int(100000, 999999)}${random.int(100000, 999999)}`;
  if (method === "card") return `Card ****${random.int(1000, 9999)}`;
  if (method === "bank-transfer") return `NEFT ${random.int(10000000, 99999999)}`;
  return random.chance(0.5) ? `Receipt ${random.int(100, 9999)}` : "";
}

export const CONTACT_SUBJECTS = [
  "Bridal lehenga",
  "Rajputi poshak",
  "Order status",
  "Price enquiry",
  "Custom stitching",
  "",
  "Alteration",
  "Wholesale enquiry",
];

export const CONTACT_MESSAGES = [
  "Do you make Gota Patti lehengas for a December wedding? Please call me.",
  "I would like a Rajputi poshak in maroon for my sister's wedding. What is the price range?",
  "Can you stitch a poshak from my own fabric? I live in Jaipur.",
  "My order has not reached yet. Please tell me when it will come.",
  "Do you ship to Mumbai? I saw the turquoise zardozi poshak on your site.",
  "Please send me photos of your new mirror work kurti sets.",
  "What are your timings on Sunday? I want to visit the boutique with my mother.",
  "I need 20 kurti sets for a family function. Do you give a discount on bulk orders?",
  "The blouse is a little loose at the waist. Can you alter it?",
  "Kya aap bridal lehenga rent par bhi dete hain? Please call back.",
];

export const MEASUREMENT_NOTES = ["", "", "Taken at the boutique", "Her tailor's measurements"];
