// The toasts for blank fields on the admin login page (spec 2 §8), shown
// before any call is made.
export const LOGIN_MSG = {
  blank: "Please enter both username and password",
  resetUsername: "Please enter your username",
  resetBoth: "Please enter both reset token and new password",
} as const;
