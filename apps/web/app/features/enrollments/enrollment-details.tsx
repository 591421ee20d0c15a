/**
 * An enrollment's commercial data as staff read it: the plan by its name (the type when the
 * viewer cannot read the course's plans), the seller who referred it (named, linked), the
 * alliance and its tier by their names, the country, and a manual enrollment's method.
 */
import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { countryName } from '../../lib/countries';
import { operationQuery } from '../../lib/query-keys';
import { Fact } from '../../ui/fact';
import { UserName } from '../../ui/people';
import { useApiClient, useSession } from '../session';
import type { Enrollment } from './queries';

/** The plan's name, from the course's plans (public: every plan for staff); null until known. */
export function usePlanName(enrollment: Pick<Enrollment, 'courseId' | 'paymentPlanId'>): string | null {
  const client = useApiClient();
  const plans = useQuery({
    ...operationQuery(client, 'findCoursePaymentPlans', { courseId: enrollment.courseId }),
    enabled: Boolean(enrollment.paymentPlanId),
  });
  return plans.data?.find((plan) => plan.id === enrollment.paymentPlanId)?.name ?? null;
}

/** The alliance's name and the tier's, when the viewer may read alliances. */
function useAllianceNames(enrollment: Pick<Enrollment, 'allianceId' | 'tier'>) {
  const client = useApiClient();
  const { scopes } = useSession();
  const alliance = useQuery({
    ...operationQuery(client, 'findAllianceById', { allianceId: enrollment.allianceId ?? '' }),
    enabled: Boolean(enrollment.allianceId) && mayCall('findAllianceById', scopes),
  });
  const tier = alliance.data?.tiers.find((each) => each.code === enrollment.tier);
  return { alliance: alliance.data?.name ?? null, tier: tier?.name ?? enrollment.tier };
}

export function CommercialDetails({ enrollment }: { enrollment: Enrollment }) {
  const messages = useMessages();
  const text = messages.enrollments.page;
  const names = useAllianceNames(enrollment);
  const none = text.none;
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} data-testid="commercial-details">
      <Fact label={text.seller} testId="enrollment-seller">
        {enrollment.referrerSellerId ? <UserName userId={enrollment.referrerSellerId} link /> : none}
      </Fact>
      <Fact label={text.alliance} testId="enrollment-alliance">
        {enrollment.allianceId ? (names.alliance ?? none) : none}
      </Fact>
      <Fact label={text.tier} testId="enrollment-tier">
        {names.tier ?? none}
      </Fact>
      <Fact label={text.country} testId="enrollment-country">
        {countryName(enrollment.country) || none}
      </Fact>
      <Fact label={text.manualMethod} testId="enrollment-manual-method">
        {enrollment.manualPaymentMethod ? messages.payments.method[enrollment.manualPaymentMethod] : none}
      </Fact>
    </SimpleGrid>
  );
}
