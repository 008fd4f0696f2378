/** SPEC §5 validation messages, word for word. */
export const validationMessages = {
  emailBlank: 'Email cannot be blank',
  emailInvalid: 'Not a valid email address',
  passwordBlank: 'Password cannot be blank',
  firstNameBlank: 'First name cannot be blank',
  lastNameBlank: 'Last name cannot be blank',
  phoneInvalid: 'Must have a valid country code and phone number',
  termsNotAccepted: 'Please accept the Terms and Conditions',
  upperCaseRequired: 'An upper case character (A-Z) is required',
  lowerCaseRequired: 'A lower case character (a-z) is required',
  numberRequired: 'A number (0-9) is required',
  specialCharacterRequired: 'A special character (e.g !@#$%^&*-) is required',
  /** SPEC §5 says a minimum-length rule exists without showing its wording; this is ours. */
  minimumLengthRequired: 'At least 10 characters are required',
  /** SPEC §5 gives the website rule without a message; this is ours. */
  websiteInvalid: 'Enter a website address, like example.com',
} as const;
