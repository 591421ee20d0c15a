/** The e-mail marketing list integration's test call: subscribes an existing user. */
import { AppError } from '../../../errors/app-error.js';
import type { UsersDeps } from './context.js';

export function addToMarketingList({ users, emailMarketing }: UsersDeps) {
  return async (email: string) => {
    const user = await users.findByEmail(email);
    if (!user) throw AppError.notFound('El usuario');
    await emailMarketing.subscribe({ email: user.email, firstName: user.firstName, lastName: user.lastName });
    return { email: user.email, listed: true };
  };
}
