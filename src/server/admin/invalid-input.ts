/**
 * The 400 answer's body for input a shared schema refused: its first problem, whose message
 * names the field, and the field's path. The browser's forms read a refusal the same way.
 */
export { problemOf as invalidInput } from "../../shared/schema-problem";
