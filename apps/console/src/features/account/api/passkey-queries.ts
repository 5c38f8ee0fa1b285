import {
  addOwnPasskey,
  listOwnPasskeys,
  removeOwnPasskey,
  startOwnPasskey,
} from '@platform/contracts/operator/routes';
import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

/** The staff member's own passkeys; ['me'] is read again too, since it counts them. */
const passkeyKeys = { all: ['passkeys'] as const };

export function passkeysQuery() {
  return queryOptions({
    queryKey: passkeyKeys.all,
    queryFn: ({ signal }) => callOps(listOwnPasskeys, { signal }),
  });
}

function usePasskeyWrite<TInput>(write: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: passkeyKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

/** Built by @simplewebauthn/server for this library; the contract describes them loosely. */
const creationOptions = (options: object) => options as PublicKeyCredentialCreationOptionsJSON;

/** Creates a passkey on this device (the browser asks for the key, fingerprint or PIN) and keeps it. */
export const useAddPasskey = () =>
  usePasskeyWrite(async (name: string) => {
    const { challengeId, options } = await callOps(startOwnPasskey);
    const credential = await startRegistration({ optionsJSON: creationOptions(options) });
    return callOps(addOwnPasskey, { body: { challengeId, name, credential } });
  });

export const useRemovePasskey = () =>
  usePasskeyWrite((id: string) => callOps(removeOwnPasskey, { body: { id } }));
