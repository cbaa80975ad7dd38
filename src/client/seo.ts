import { BUSINESS } from "../shared/business";

/** Title and description of a page, in the form React Router's meta export expects. */
export function pageMeta(title: string, description: string) {
  return [{ title: `${title} | ${BUSINESS.name}` }, { name: "description", content: description }];
}
