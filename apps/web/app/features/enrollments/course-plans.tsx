/**
 * A course's plans on its public page, and "Inscribirme". Prices are never converted: with a
 * display currency chosen, the plans in that currency come first and the others are shown in
 * their own currency, labelled so (the page says so); before a choice, each in its own.
 * Signed out, "Inscribirme" goes to sign-in and back here (rToGo); signed in, it shows the
 * plan's schedule and total (enrol-confirm.tsx, loaded with its dialog), and confirming creates
 * the enrollment and goes straight to its first payment's checkout. Should the payment fail to
 * start, the enrollment is there: the page says what is due and where to pay it.
 * Plain HTML (ui/plain) on the plans the route's loader read: a public page (issue 18).
 */
import type { CurrencyCode } from '@catedra/contract';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { format, type SiteMessages, useSiteMessages } from '../../i18n/site';
import { formatCalendarDate, hasEnded } from '../../lib/dates';
import { formatAmount } from '../../lib/formats';
import { RemoteState } from '../../ui/plain/blocks';
import { gap } from '../../ui/plain/style';
import { useRemote } from '../../ui/plain/use-remote';
import { notify } from '../../ui/toast';
import { rememberReturnTo, useApiClient, useDisplayCurrency, useSession } from '../session';
import type { CourseDates } from './enrol-preview';
import { owedOnPeriod } from './owed';
import type { PaymentPlan } from './queries';

const CURRENCY_LABEL: Record<CurrencyCode, string> = { ARS: 'pesos (ARS)', USD: 'dólares (USD)' };

const afterEnrol = () => import('./after-enrol');
// The confirmation dialog is Mantine's: loaded when a plan is chosen, with its own providers.
const EnrolConfirm = lazy(() => import('./enrol-confirm'));

export function planPriceText(plan: PaymentPlan, texts: SiteMessages['enrollments']['plans']) {
  const money = (amount: string | null) => formatAmount(amount, plan.currency);
  const count = String(plan.numberOfPeriods ?? '');
  switch (plan.type) {
    case 'upfront':
      return format(texts.upfront, { amount: money(plan.upfrontAmount) });
    case 'recurring':
      return format(texts.recurring, { count, amount: money(plan.periodAmount) });
    case 'hybrid':
      return format(texts.hybrid, {
        upfront: money(plan.upfrontAmount),
        count,
        amount: money(plan.periodAmount),
      });
    case 'complete':
      return format(texts.complete, { amount: money(plan.periodAmount) });
  }
}

/** Plans in the display currency first; the rest after, in their own currency. */
export function orderByCurrency(plans: readonly PaymentPlan[], currency: CurrencyCode | null): PaymentPlan[] {
  if (!currency) return [...plans];
  return [...plans].sort((a, b) => Number(b.currency === currency) - Number(a.currency === currency));
}

function Enrolled({ enrollmentId }: { enrollmentId: string }) {
  const messages = useSiteMessages().enrollments;
  const client = useApiClient();
  const status = useRemote({
    key: enrollmentId,
    load: (signal) => client.getEnrollmentPeriodsStatus({ enrollmentId }, { signal }),
    initialKey: '',
    initialData: null,
  });
  const next = status.data?.nextDuePeriod;
  return (
    <div className="p-alert p-alert--teal" data-testid="enrolled">
      <p className="p-alert__title">{messages.plans.enrolledTitle}</p>
      <div className="p-stack" style={gap('xs')}>
        {next && status.data && (
          <p className="p-text p-text--sm">
            {format(messages.plans.enrolledText, {
              amount: formatAmount(owedOnPeriod(next), status.data.currency),
              date: formatCalendarDate(next.dueDate),
            })}
          </p>
        )}
        <p className="p-text p-text--sm">{messages.me.payNote}</p>
        <div className="p-group">
          <Link to="/me/enrollments" className="p-btn p-btn--light">
            {messages.plans.goToMine}
          </Link>
        </div>
      </div>
    </div>
  );
}

/**
 * Enrolling: the plan chosen (its confirmation open), then, once confirmed, the enrollment and
 * its first payment, whose checkout opens. A payment that does not start leaves the enrollment
 * shown, with what is due.
 */
function useEnrolment(courseId: string) {
  const client = useApiClient();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<PaymentPlan | null>(null);
  const [paying, setPaying] = useState(false);
  const [enrollmentId, setEnrollmentId] = useState<string | null>(null);
  const refuse = async (error: unknown) => notify.error((await afterEnrol()).refusalMessage(error));
  const confirm = async (plan: PaymentPlan) => {
    setPaying(true);
    try {
      const enrollment = await client
        .createEnrollment({ enrollmentChangeDataDTO: { courseId, paymentPlanId: plan.id } })
        .catch(async (error: unknown) => {
          await refuse(error);
          return null;
        });
      setChosen(null);
      if (!enrollment) return;
      void afterEnrol().then((after) => after.enrolled());
      const payment = await client
        .createPayment({ paymentCreation: { enrollmentId: enrollment.id } })
        .catch(async (error: unknown) => {
          await refuse(error);
          return null;
        });
      if (payment?.linkToken) navigate(`/checkout/${payment.linkToken}`);
      else setEnrollmentId(enrollment.id);
    } finally {
      setPaying(false);
    }
  };
  return { chosen, choose: setChosen, paying, enrollmentId, confirm };
}

function PlanCard({
  plan,
  currency,
  action,
}: {
  plan: PaymentPlan;
  currency: CurrencyCode | null;
  action: { label: string; disabled: boolean; busy: boolean; onClick: () => void };
}) {
  const messages = useSiteMessages().enrollments.plans;
  return (
    <div className="p-card p-card--sm" data-testid="course-plan">
      <div className="p-group p-group--nowrap p-group--between p-group--top">
        <div className="p-stack" style={gap(2)}>
          <div className="p-group" style={gap(6)}>
            <p className="p-text p-semibold">{plan.name}</p>
            {currency && plan.currency !== currency && (
              <span className="p-badge p-badge--outline-gray">
                {format(messages.otherCurrency, { currency: plan.currency })}
              </span>
            )}
          </div>
          <p className="p-text p-text--sm">{planPriceText(plan, messages)}</p>
        </div>
        <button
          type="button"
          className="p-btn"
          disabled={action.disabled || action.busy}
          aria-busy={action.busy}
          onClick={action.onClick}
          data-testid="enroll"
        >
          {action.label}
        </button>
      </div>
    </div>
  );
}

export function CoursePlans({
  courseId,
  open,
  course,
  plans: loadedPlans,
}: {
  courseId: string;
  open: boolean;
  /** The course's dates and zone: the schedule the confirmation shows is built on them. */
  course: CourseDates;
  /** The plans the route's loader read; null when it could not, and they are asked again here. */
  plans: PaymentPlan[] | null;
}) {
  const messages = useSiteMessages().enrollments.plans;
  const client = useApiClient();
  const plans = useRemote({
    key: courseId,
    load: (signal) => client.findCoursePaymentPlans({ courseId }, { signal }),
    initialKey: courseId,
    initialData: loadedPlans,
  });
  const { currency } = useDisplayCurrency();
  const { status } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const enrolment = useEnrolment(courseId);
  const takesStudents = open && !hasEnded(course.endDate);
  const choose = (plan: PaymentPlan) => {
    if (status !== 'ready') {
      rememberReturnTo(window.sessionStorage, location.pathname);
      navigate('/login');
      return;
    }
    enrolment.choose(plan);
  };
  const label = !takesStudents
    ? messages.closed
    : status === 'ready'
      ? messages.enroll
      : messages.signInToEnroll;
  return (
    <div className="p-card" data-testid="course-plans">
      <div className="p-stack" style={gap('sm')}>
        <h2 className="p-title p-fz-lg">{messages.title}</h2>
        <p className="p-text p-text--xs p-dimmed">
          {currency
            ? format(messages.currencyNote, { currency: CURRENCY_LABEL[currency] })
            : messages.currencyNoteUnchosen}
        </p>
        {enrolment.enrollmentId ? (
          <Enrolled enrollmentId={enrolment.enrollmentId} />
        ) : (
          <RemoteState remote={plans} isEmpty={(found) => found.length === 0} empty={messages.empty}>
            {(found) => (
              <div className="p-stack" style={gap('sm')}>
                {orderByCurrency(found, currency).map((plan) => (
                  <PlanCard
                    key={plan.id}
                    plan={plan}
                    currency={currency}
                    action={{
                      label,
                      disabled: !takesStudents,
                      busy: enrolment.paying,
                      onClick: () => choose(plan),
                    }}
                  />
                ))}
              </div>
            )}
          </RemoteState>
        )}
      </div>
      {enrolment.chosen && (
        <Suspense fallback={null}>
          <EnrolConfirm
            plan={enrolment.chosen}
            course={course}
            pending={enrolment.paying}
            onConfirm={(plan) => void enrolment.confirm(plan)}
            onClose={() => enrolment.choose(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
