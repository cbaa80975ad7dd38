import type { Kysely } from "kysely";
import { OWNER_NOTICES_PER_HOUR } from "../../shared/message-templates";
import type { Database } from "../db/schema";
import type { OwnerAudience } from "../notifications/owner-messages";
import { queueForOwners } from "../notifications/owner-messages";
import { queueMessage } from "../notifications/outbox";
import type { RateLimiter } from "../rate-limit";
import type { NewEnquiry } from "./enquiry-store";

const HOUR_MS = 3_600_000;

/**
 * Whether this enquiry is told to the owners one by one: the first OWNER_NOTICES_PER_HOUR of
 * each hour, across every sender and instance (as contact messages: owner-messages.ts). The
 * rest wait in Enquiries, which the owners open anyway; a flood cannot fill their phones.
 */
export async function enquiryNoticeAllowed(limiter: RateLimiter, now: Date): Promise<boolean> {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  return (await limiter.hit(`owner-notices:enquiry:${hour}`, OWNER_NOTICES_PER_HOUR, HOUR_MS))
    .allowed;
}

const designsText = (designs: readonly string[], language: "en" | "hi") =>
  designs.length > 0
    ? designs.join(", ")
    : language === "hi"
      ? "कोई डिज़ाइन नहीं चुना"
      : "no design named";

/** The owners' notice: who, how to reach her, what she asks; an e-mail's reply goes to her. */
export async function queueEnquiryNotice(
  db: Kysely<Database>,
  owners: OwnerAudience,
  enquiry: NewEnquiry,
  reference: string,
  now: Date,
): Promise<void> {
  const hi = owners.language === "hi";
  const summary = [
    designsText(enquiry.designs, owners.language),
    `${enquiry.quantity} ${hi ? "पीस" : enquiry.quantity === 1 ? "piece" : "pieces"}`,
    enquiry.buyer === "wholesale" ? (hi ? "थोक" : "wholesale") : hi ? "खुदरा" : "retail",
    ...(enquiry.neededBy ? [`${hi ? "चाहिए" : "by"} ${enquiry.neededBy}`] : []),
    `${enquiry.city}, ${enquiry.state}`,
  ].join("; ");
  await queueForOwners(
    db,
    owners,
    "enquiry-notice",
    {
      reference,
      name: enquiry.name,
      contact: [enquiry.phone, enquiry.email].filter((v) => v !== "").join(", "),
      summary,
    },
    now,
    `enquiry:${reference}`,
    enquiry.email || undefined,
  );
}

/**
 * Her acknowledgement, only with her consent, on the channel she chose for the answer (a phone
 * call has no message: the owners call her), in the language she chose.
 */
export async function queueEnquiryAcknowledgement(
  db: Kysely<Database>,
  enquiry: NewEnquiry,
  reference: string,
  now: Date,
): Promise<boolean> {
  if (!enquiry.consent || enquiry.answerBy === "call") return false;
  const recipient = enquiry.answerBy === "email" ? enquiry.email : enquiry.phone;
  if (recipient === "") return false;
  await queueMessage(
    db,
    {
      kind: "enquiry-received",
      channel: enquiry.answerBy,
      audience: "customer",
      recipient,
      language: enquiry.language,
      orderId: null,
      values: {
        name: enquiry.name,
        reference,
        designs: designsText(enquiry.designs, enquiry.language),
      },
      dedupeKey: `enquiry:${reference}:ack`,
    },
    now,
  );
  return true;
}
