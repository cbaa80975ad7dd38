/**
 * A UPI ID (virtual payment address): `name@handle`. The name: letters, digits, dots, hyphens
 * and underscores; the handle: the payment provider's, letters first. As NPCI's apps accept them.
 */
export const UPI_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;

export const isUpiId = (typed: string): boolean => UPI_ID_PATTERN.test(typed);

export const UPI_ID_MESSAGE = (label: string) =>
  `${label} must be a UPI ID such as rajwadirang@okicici (name@handle)`;
