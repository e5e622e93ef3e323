import { useForm } from '@mantine/form';
import { useState } from 'react';
import { LoginInput } from '../../../shared/schemas/auth.ts';
import { ApiRequestError, MESSAGES } from '../../api-client/client.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { useSessionStore } from '../../stores/session.ts';

/** The server's reason when it gave one; `fallback` ('Inloggning misslyckades...') otherwise. */
function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    return error.message && error.message !== MESSAGES.fallback ? error.message : fallback;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}

export function useLoginForm(fallbackMessage: string) {
  const login = useSessionStore((s) => s.login);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: zodValidate(LoginInput),
  });

  async function signIn(values: LoginInput) {
    setSubmitting(true);
    setFailure(null);
    try {
      const input = LoginInput.parse(values);
      await login(input.email, input.password);
    } catch (error) {
      setFailure(failureMessage(error, fallbackMessage));
      form.setFieldValue('password', '');
    } finally {
      setSubmitting(false);
    }
  }

  return { form, submitting, failure, onSubmit: form.onSubmit((v) => void signIn(v)) };
}

export type LoginFormState = ReturnType<typeof useLoginForm>;
