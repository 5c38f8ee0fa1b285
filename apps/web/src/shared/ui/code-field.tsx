import { TextField } from '@platform/ui/text-field.tsx';
import type { ReactNode } from 'react';
import { CodeSendButton } from './code-send-button.tsx';

type CodeFieldProps = {
  name: string;
  label: string;
  placeholder?: string;
  error: string | undefined;
  /** Sends a code (SMS, email); without it the code comes from elsewhere, e.g. an authenticator app. */
  send?: () => Promise<boolean>;
  /** Where `send` sends to (e.g. sms, email): a new channel gets a new button, as its countdown is the old one's. */
  channel?: string;
};

/** A six-digit one-time code, with the button that sends it beside it when the site sends it. */
export function CodeField({ name, label, placeholder, error, send, channel }: CodeFieldProps): ReactNode {
  return (
    <div className="flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <TextField
          name={name}
          label={label}
          placeholder={placeholder}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          isRequired
          error={error}
        />
      </div>
      {/* Level with the input: below the label's 20 px line and the field's 6 px gap. */}
      {send && <CodeSendButton key={channel} send={send} className="mt-[26px]" />}
    </div>
  );
}
