/**
 * The route table. Public pages share the site layout (the student area `/me`, the sales area
 * `/ventas` and the alliance admin's `/alianza` inside it, each behind its sign-in gate); `/admin/*` shares the panel's shell; `/api/auth` is a resource route (no UI) that keeps the session cookie.
 */
import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('terms', 'routes/public/terms.tsx'),
    route('teachers', 'routes/public/teachers.tsx'),
    route('jobs', 'routes/public/jobs.tsx'),
    route('refund', 'routes/public/refund.tsx'),
    route('login', 'routes/public/login.tsx'),
    route('signup', 'routes/public/signup.tsx'),
    route('recover', 'routes/public/recover.tsx'),
    route('recover/:token', 'routes/public/recover-token.tsx'),
    route('me/profile', 'routes/me/profile.tsx'),
    route('alianza', 'routes/me/alliance-portal.tsx'),
    route('checkout/sandbox/:reference', 'routes/public/checkout-sandbox.tsx'),
    route('checkout/:token', 'routes/public/checkout.tsx'),
    route('courses/:slug', 'routes/public/course.tsx'),
    route('certificates/:code', 'routes/public/certificate.tsx'),
    route('me', 'routes/me/layout.tsx', [
      index('routes/me/home.tsx'),
      route('courses/:courseId', 'routes/me/course.tsx'),
      route('enrollments', 'routes/me/enrollments.tsx'),
      route('payments', 'routes/me/payments.tsx'),
    ]),
    route('ventas', 'routes/sales/layout.tsx', [
      index('routes/sales/my-sales.tsx'),
      route('nueva', 'routes/sales/new-sale.tsx'),
    ]),
    route('*', 'routes/public/not-found.tsx'),
  ]),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/home.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('users/new', 'routes/admin/user-new.tsx'),
    route('users/:userId', 'routes/admin/user.tsx'),
    route('dev-mailbox', 'routes/admin/dev-mailbox.tsx'),
    route('tareas', 'routes/admin/jobs.tsx'),
    route('courses', 'routes/admin/courses.tsx'),
    route('courses/:courseId', 'routes/admin/course.tsx'),
    route('topics', 'routes/admin/topics.tsx'),
    route('templates', 'routes/admin/templates.tsx'),
    route('certificates', 'routes/admin/certificates.tsx'),
    route('enrollments', 'routes/admin/enrollments.tsx'),
    route('enrollments/inactive', 'routes/admin/enrollments-inactive.tsx'),
    route('enrollments/new', 'routes/admin/enrollment-new.tsx'),
    route('enrollments/:enrollmentId', 'routes/admin/enrollment.tsx'),
    route('payments', 'routes/admin/payments.tsx'),
    route('payments/exchange-rate', 'routes/admin/exchange-rate.tsx'),
    route('payments/unapplied-charges', 'routes/admin/unapplied-charges.tsx'),
    route('payments/:paymentId', 'routes/admin/payment.tsx'),
    route('money-movements', 'routes/admin/money-movements.tsx'),
    route('alliances', 'routes/admin/alliances.tsx'),
    route('alliances/new', 'routes/admin/alliance-new.tsx'),
    route('alliances/:allianceId', 'routes/admin/alliance.tsx'),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
  route('api/auth', 'routes/api/auth.ts'),
] satisfies RouteConfig;
