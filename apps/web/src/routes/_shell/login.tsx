import { createFileRoute } from '@tanstack/react-router';
import { LoginRequiredPage } from '../../features/guards/components/login-required-page.tsx';

export const Route = createFileRoute('/_shell/login')({ component: LoginRequiredPage });
