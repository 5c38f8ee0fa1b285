import { createFileRoute } from '@tanstack/react-router';
import { LoginRequiredPage } from '../../shared/ui/login-required-page.tsx';

export const Route = createFileRoute('/_shell/login')({ component: LoginRequiredPage });
