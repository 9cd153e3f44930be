/**
 * Where a finish picker is used: a public calculator (anonymous and vendor visitors: public
 * categories only) or a signed-in user's calculator (every category the user may see).
 */
export type PickerMode = 'public' | 'signed-in';
