import { useLocation } from 'react-router';
import { LeadCalls } from '../../features/calls';
import { LeadPage } from '../../features/leads';
import { LeadConversion } from '../../features/sales';
import { useMessages } from '../../i18n';
import type { Route } from './+types/lead';

/**
 * A lead's page, in the panel (`/admin/leads/:leadId`) and in Ventas (`/ventas/interesados/:leadId`,
 * the same module under another route id); its conversion is the sales feature's referred enrollment,
 * its calls the calls feature's (with "Programar llamada").
 */
export default function LeadRoute({ params }: Route.ComponentProps) {
  const inSales = useLocation().pathname.startsWith('/ventas');
  const text = useMessages().leads.page;
  const texts = {
    title: text.convertTitle,
    text: text.convertText,
    convert: text.convert,
    confirm: text.convertConfirm,
    needsEmail: text.needsEmail,
  };
  return (
    <LeadPage
      key={params.leadId}
      leadId={params.leadId}
      backTo={inSales ? '/ventas/interesados' : '/admin/leads'}
      convert={(lead) => <LeadConversion lead={lead} texts={texts} />}
      calls={(lead) => <LeadCalls lead={lead} />}
    />
  );
}
