/**
 * The e-mail marketing list. Mailchimp speaks it for real (mailchimp.ts); without
 * credentials the sandbox remembers who was listed.
 */
export type ListMember = { email: string; firstName?: string; lastName?: string };

export type EmailMarketingList = {
  readonly kind: 'mailchimp' | 'sandbox';
  /** Idempotent: listing the same e-mail twice keeps one member. */
  subscribe(member: ListMember): Promise<void>;
};

export function createSandboxEmailMarketingList(): EmailMarketingList & { members: Map<string, ListMember> } {
  const members = new Map<string, ListMember>();
  return {
    kind: 'sandbox',
    members,
    async subscribe(member) {
      members.set(member.email.toLowerCase(), member);
    },
  };
}
