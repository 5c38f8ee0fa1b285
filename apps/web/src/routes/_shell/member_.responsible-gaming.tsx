import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { MemberCentre } from '../../features/member-centre/components/member-centre.tsx';
import { LimitsSection } from '../../features/responsible-gaming/components/limits-section.tsx';
import { RealityCheckSection } from '../../features/responsible-gaming/components/reality-check-section.tsx';
import { TakeABreak } from '../../features/self-exclusion/components/take-a-break.tsx';

export const Route = createFileRoute('/_shell/member_/responsible-gaming')({
  loader: () => i18next.loadNamespaces(['responsible-gaming', 'self-exclusion']),
  component: ResponsibleGamingRoute,
});

/**
 * The member centre's responsible-gaming page: the member's own limits, reality check and breaks
 * (time-out and self-exclusion), one section each.
 */
function ResponsibleGamingPage() {
  return (
    <div className="flex flex-col gap-8">
      <LimitsSection />
      <RealityCheckSection />
      <TakeABreak />
    </div>
  );
}

function ResponsibleGamingRoute() {
  return <MemberCentre page="responsibleGaming" pages={{ responsibleGaming: ResponsibleGamingPage }} />;
}
