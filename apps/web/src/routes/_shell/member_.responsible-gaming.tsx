import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { MemberCentre } from '../../features/member-centre/components/member-centre.tsx';
import { LimitsSection } from '../../features/responsible-gaming/components/limits-section.tsx';
import { RealityCheckSection } from '../../features/responsible-gaming/components/reality-check-section.tsx';

export const Route = createFileRoute('/_shell/member_/responsible-gaming')({
  loader: () => i18next.loadNamespaces(['responsible-gaming']),
  component: ResponsibleGamingRoute,
});

/** The member centre's responsible-gaming page: the member's own limits and reality check, one section each. */
function ResponsibleGamingPage() {
  return (
    <div className="flex flex-col gap-8">
      <LimitsSection />
      <RealityCheckSection />
    </div>
  );
}

function ResponsibleGamingRoute() {
  return <MemberCentre page="responsibleGaming" pages={{ responsibleGaming: ResponsibleGamingPage }} />;
}
