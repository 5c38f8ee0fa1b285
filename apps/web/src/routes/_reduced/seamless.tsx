import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { SeamlessLobby } from '../../features/lobby/components/seamless-lobby.tsx';

/** The seamless-wallet lobby: providers that play the main wallet directly, and their games. */
export const Route = createFileRoute('/_reduced/seamless')({
  loader: () => i18next.loadNamespaces('lobby'),
  component: SeamlessLobby,
});
