/** The e-mail marketing list integration's test call: subscribes an existing user. */
import type { EmailMarketingList } from '../../../adapters/index.js';
import { AppError } from '../../../errors/app-error.js';
import type { UsersRepository } from '../users.repository.js';

export function marketingList(deps: { users: UsersRepository; emailMarketing: EmailMarketingList }) {
  const { users, emailMarketing } = deps;
  return {
    /** Subscribes the user to the e-mail marketing list (a test call of the integration). */
    async addToMarketingList(email: string) {
      const user = await users.findByEmail(email);
      if (!user) throw AppError.notFound('El usuario');
      await emailMarketing.subscribe({
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
      });
      return { email: user.email, listed: true };
    },
  };
}
