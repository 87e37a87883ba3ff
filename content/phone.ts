import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * Indian phone numbers as people read and dial them. The site keeps every number in one form, "+91"
 * and ten digits (`normalizeIndianPhone`, content/schemas/contacts.ts); how its digits group depends on
 * what it is: a mobile is 5 + 5 ("+91 98765 43210"), a landline its STD code and the subscriber's
 * number ("+91 4175 222 333", "+91 44 2233 4455"). libphonenumber-js knows the codes.
 */

/**
 * `e164` grouped for reading: "+91 98765 43210" for a mobile, "+91 4175 222 333" for a landline. A
 * number the library does not take as Indian and valid (the sample "+910000000001") is grouped 5 + 5,
 * or returned as it is when it is not "+91" and ten digits.
 */
export function formatIndianPhone(e164: string): string {
  const phone = parsePhoneNumberFromString(e164);
  if (phone?.country === "IN" && phone.isValid()) return phone.formatInternational();
  const match = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return match ? `+91 ${match[1]} ${match[2]}` : e164;
}

/**
 * `e164` as an office in India dials it, with the trunk 0 of a landline: "98765 43210", "04175 222 333"
 * (the Site settings' phone fields show this, the form the clerk types). As `formatIndianPhone` when
 * the library does not know the number. Either reads back as `e164` (`normalizeIndianPhone`).
 */
export function dialledIndianPhone(e164: string): string {
  const phone = parsePhoneNumberFromString(e164);
  if (phone?.country === "IN" && phone.isValid()) {
    const national = phone.formatNational();
    // A mobile's national form has no trunk 0 in India's own use ("98765 43210").
    return /^0[6-9]/.test(national) ? national.slice(1) : national;
  }
  // Kept with "+91", so that it reads back as the same number (a bare "00000 00001" would not).
  return formatIndianPhone(e164);
}
