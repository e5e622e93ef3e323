import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/t.ts';
import { AlertIcon, EyeIcon, EyeOffIcon } from '../../ui/icons.tsx';
import type { LoginFormState } from './use-login-form.ts';

export function LoginForm({ login }: { login: LoginFormState }) {
  const t = useT();
  const [showPassword, setShowPassword] = useState(false);
  const { form, submitting, failure, onSubmit } = login;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="filled" icon={<AlertIcon size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="username"
          placeholder={t('login.emailPlaceholder')}
          size="md"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          size="md"
          visible={showPassword}
          onVisibilityChange={setShowPassword}
          visibilityToggleFocusable
          visibilityToggleIcon={({ reveal }) => (reveal ? <EyeOffIcon /> : <EyeIcon />)}
          visibilityToggleButtonProps={{
            'aria-label': showPassword ? t('login.hidePassword') : t('login.showPassword'),
          }}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" fullWidth disabled={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
