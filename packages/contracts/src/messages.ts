/**
 * The message catalogue: every text the product shows for a validation rule (docs/product/validation.md)
 * or an outcome (docs/product/messages.md), written once and used by the server and the web app.
 */
export const MESSAGES = {
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidResetRequest: 'You do not have a valid reset request.',
  sourceRoomRequired: 'Source room is required',
  receiveRoomRequired: 'Receive room is required',
  memberIdRequired: 'Member ID is required',
  maxFileSize: 'Maximum file size is 1MB',
  countMustBeInteger: 'Count must be Integer',
  finishCoefficientRequired: 'Required',
  budgetNotAnAmount: 'Please enter the budget as an amount, such as 12500 or 12500.50',
  budgetNegative: 'A budget cannot be negative',
  budgetDecimals: 'A budget has at most two decimals (cents)',
  budgetTooLarge: 'A budget must be at most 1,000,000,000,000',
  currencyUnknown: 'Please choose a currency from the list',
  partitionSameRoom: 'The receive room must be another room than the source room',

  loginFailed: 'Login failed. Please check your credentials and try again.',
  mustBeLoggedIn: 'You must be logged in to access this part of the application.',
  verifyAccountFirst: 'Please verify your email address first. Check your inbox for next steps.',
  noAccessPermissions:
    'You do not have the necessary access permissions. Do you want to login as someone else?',
  errorLoggingIn: 'Error logging you in, Please try again',
  errorResettingAccount: 'Error resetting your account, Please try again',
  errorResettingPassword: 'Error resetting your password, Please try again',
  errorSubmittingMessage: 'Error submitting your message. Please try again.',
  routeChangeError: 'Route change error',
  errorParsingCalculation: 'Error parsing calculation.',
  errorReturningValues: 'Error returning values.',
  paymentsDisabled: 'Failed to communicate with the card payment provider. Payments disabled.',
  unknownServerError: 'Unknown Server Error',

  messageReceived: 'We have received your message. Thank you.',
  forgotPasswordSent: 'If an account matched that address, an email will be sent with instructions.',
  passwordReset: 'Your password has been reset. Please login to confirm.',
  profileUpdated: 'Profile updated',
  emailUpdated: 'Email updated',
  changesSaved: 'Changes have been saved.',
  verificationResent: 'Verification email successfully re-sent.',
  verificationLinkInvalid: 'This verification link is invalid or has expired.',
  saving: 'Saving ...',
  finishSaved: 'Finish saved',
  finishAdded: 'Finish added',
  submitted: 'Submitted',
  verificationAlert: 'Your account is nearly ready. Check your inbox for next steps.',

  notFoundTitle: 'Page Not Found',
  notFoundText: 'The resource you are looking for does not exist, or you must log out to view it.',
  apiNotFound: 'The requested resource does not exist.',
  internalError: 'Something went wrong on our side. Please try again.',
  /** The database cannot be reached for the moment (restart, failover, network). */
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  /** The database has no room to write (its disk is full): nothing was stored. */
  storageFull: 'Changes cannot be stored right now, and nothing was saved. Please try again later.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  payloadTooLarge: 'The request is too large.',
  invalidRequest: 'The request is not valid.',
  /** A path or body value that should be an id (a UUID) and is not. */
  mustBeAnId: 'Must be an id',
  /** A text value holding the NUL character (U+0000), which no text field may hold. */
  nulCharacter: 'Must not contain the NUL character',
} as const;

/** Messages with a parameter (docs/product/messages.md). */
export function authenticationProblem(exception: string): string {
  return `There was a problem with authenticating: ${exception}.`;
}

/** 'Error updating ...' family of docs/product/messages.md#failures. */
export function errorUpdating(
  what: 'account details' | 'user identity' | 'password' | 'organization',
  detail: string,
): string {
  return `Error updating ${what}: ${detail}`;
}

/** 'Error sending verification email: ...' of docs/product/messages.md#failures. */
export function errorSendingVerification(detail: string): string {
  return `Error sending verification email: ${detail}`;
}

/** Message for a rate-limited request, naming when to retry. */
export function tooManyRequests(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${minutes} minutes`;
  return `Too many requests. Please try again in ${wait}.`;
}

/** A limit as a message prints it: SI digit groups (10 000), which no decimal comma can be read into. */
function limitText(value: number): string {
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ') : whole;
  return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

function withUnit(value: number, unit: string): string {
  return unit === ''
    ? limitText(value)
    : unit === '%'
      ? `${limitText(value)}%`
      : `${limitText(value)} ${unit}`;
}

/**
 * Messages of the calculator's number fields (docs/product/validation.md#calculator-fields rules, in the
 * catalogue's voice). A field refuses what is not a plain number instead of reading it as another number.
 */
export const NUMBER_MESSAGES = {
  /** The description every calculator number field carries. */
  decimalHint: 'Decimal point or comma: 10.5 or 10,5',
  notANumber: 'Please enter a number, such as 10.5 or 10,5',
  exponent: 'Please write the number in full, without an exponent (1e9)',
  oneSeparator: 'Please use one decimal separator, such as 10.5 or 10,5',
  ambiguousComma: (text: string) =>
    `Please write ${text} without a thousands separator: ${text.replace(',', '')} or ${text.replace(',', '.')}`,
  wholeNumber: 'Please enter a whole number',
  rtGoalStep: 'Please enter the RT goal in steps of 0.1 s',
  /** A value below the field's minimum; `unit` is appended when the field has one. */
  atLeast: (minimum: number, unit = '') => `Must be at least ${withUnit(minimum, unit)}`,
  greaterThan: (minimum: number, unit = '') => `Must be greater than ${withUnit(minimum, unit)}`,
  atMost: (maximum: number, unit = '') => `Must be at most ${withUnit(maximum, unit)}`,
  between: (minimum: number, maximum: number, unit = '') =>
    `Must be between ${limitText(minimum)} and ${withUnit(maximum, unit)}`,
} as const;
