/** How a user is named on screen. */
type Named = { firstName: string; lastName: string; email: string };

export function fullName(user: Named): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email;
}

/** Up to two letters for an avatar: first and last name initials, else the e-mail's first letter. */
export function initialsOf(user: Named): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part.trim().charAt(0))
    .filter(Boolean)
    .join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}
