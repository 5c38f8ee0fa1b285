import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/shell/components/home-page.tsx';

export const Route = createFileRoute('/_shell/')({ component: HomePage });
