/** Pictures of the identity screens, in both themes (`npm run screenshots`). */
import { describe, it } from 'vitest';
import { openUserFromList } from '../support/admin';
import { signInWithEmail, useBrowser, waitForUser } from '../support/browser';
import {
  type Account,
  apiClient,
  asDemo,
  mailArrived,
  signedInAsDemo,
  tokenOf,
  useTestData,
} from '../support/fixtures';
import { COLOR_SCHEMES, shoot, themedPage } from '../support/screenshots';

/** Gives an account a resume, a scope history and an e-mail in the dev mailbox, for the pictures. */
async function fillAccount(account: Account): Promise<void> {
  await apiClient().triggerPasswordRecovery({ userEmail: { email: account.email } });
  const own = apiClient(await tokenOf(account.email, account.password));
  await own.updateUserResume({
    userId: account.id,
    userResumeDTO: {
      headline: 'Analista de datos',
      summary: 'Seis años de experiencia en análisis de datos y docencia universitaria.',
      links: [{ title: 'LinkedIn', url: 'https://www.linkedin.com/in/ejemplo' }],
    },
  });
  await own.insertAcademicItem({
    academicDTO: {
      institution: 'Universidad de Buenos Aires',
      degree: 'Licenciatura en Economía',
      startDate: '2012-03-01',
      endDate: '2017-12-15',
    },
  });
  await own.insertProfessionalItem({
    professionalDTO: { company: 'Datos del Sur', role: 'Analista sénior', startDate: '2018-02-01' },
  });
  await own.insertTechnologyItem({
    technologyDTO: { name: 'Python', level: 'ADVANCED', yearsOfExperience: 6 },
  });
  const su = await asDemo('SU');
  await su.addScopeToUser({ userId: account.id, scope: 'TEACHER' });
  await su.addScopeToUser({ userId: account.id, scope: 'HOST' });
  await su.removeScopeFromUser({ userId: account.id, scope: 'HOST' });
}

describe('identity screens', () => {
  const browser = useBrowser();
  const data = useTestData();

  it.each(COLOR_SCHEMES)('sign-in, profile, users and dev mailbox, %s theme', async (scheme) => {
    const account = await data.createAccount('capturas');
    await fillAccount(account);

    const visitor = await themedPage(browser, scheme);
    for (const [name, path] of [
      ['login', '/login'],
      ['signup', '/signup'],
      ['recover', '/recover'],
      ['recover-token', '/recover/un-enlace-que-no-existe-0000000000'],
    ] as const) {
      await visitor.goto(path);
      await visitor.locator('form').first().waitFor();
      await shoot(visitor, `identity-${name}`, scheme);
    }
    await visitor.goto('/signup');
    await visitor.getByRole('button', { name: 'Crear cuenta' }).click();
    await visitor.getByText('Este dato es obligatorio.').first().waitFor();
    await shoot(visitor, 'identity-signup-errors', scheme);

    const member = await themedPage(browser, scheme);
    await signInWithEmail(member, account.email, account.password);
    await waitForUser(member);
    await member.goto('/me/profile');
    await member.getByTestId('resume-technology').waitFor();
    await shoot(member, 'identity-profile', scheme);

    const admin = await themedPage(browser, scheme);
    await signedInAsDemo(admin, 'SU');
    await admin.goto('/admin/users');
    await admin.getByRole('table').getByRole('link').first().waitFor();
    await shoot(admin, 'identity-users', scheme);
    await admin.goto('/admin/users/new');
    await admin.getByRole('button', { name: 'Enviar invitación' }).waitFor();
    await shoot(admin, 'identity-user-new', scheme);
    await openUserFromList(admin, account.email);
    await admin.getByTestId('resume-view').waitFor();
    await shoot(admin, 'identity-user', scheme);
    await mailArrived(account.email);
    await admin.goto(`/admin/dev-mailbox?to=${encodeURIComponent(account.email)}`);
    const mail = admin.getByRole('row').filter({ hasText: account.email }).first();
    await mail.waitFor();
    await shoot(admin, 'identity-dev-mailbox', scheme);
    await mail.click();
    await admin.getByTestId('mail-view').waitFor();
    await shoot(admin, 'identity-dev-mailbox-message', scheme);
    await admin.getByTestId('mail-view').getByRole('tab', { name: 'HTML' }).click();
    await admin.locator('iframe[sandbox]').waitFor();
    await shoot(admin, 'identity-dev-mailbox-html', scheme);
  });
});
