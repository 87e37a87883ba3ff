/**
 * Longest stored text of each field of a person, in characters (issue 23 item 4): shared by the People
 * screen's form (`maxLength`) and its server-side validation, kept apart so the browser bundle does not
 * carry the server module.
 */
export const PERSON_LIMITS = {
  name: 120,
  post: 120,
  qualification: 120,
  department: 120,
  photoAlt: 300,
  email: 200,
  phone: 20,
} as const;
