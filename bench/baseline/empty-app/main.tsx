import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';

// The smallest app on the same React and router: what any page of ours costs before it does anything.
const rootRoute = createRootRoute();
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <p>ready</p> });
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]) });
const container = document.getElementById('root');
if (container) createRoot(container).render(<RouterProvider router={router} />);
