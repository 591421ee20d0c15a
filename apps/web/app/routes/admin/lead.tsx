import { LeadPage } from '../../features/leads';
import { LeadConversion } from '../../features/sales';
import { useMessages } from '../../i18n';
import type { Route } from './+types/lead';

/** A lead's page in the panel; its conversion is the sales feature's referred enrollment. */
export default function AdminLead({ params }: Route.ComponentProps) {
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
      backTo="/admin/leads"
      convert={(lead) => <LeadConversion lead={lead} texts={texts} />}
    />
  );
}
