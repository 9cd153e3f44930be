import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';

const PROVIDERS = [
  { id: 'google', label: 'Continue with Google', icon: <IconBrandGoogle size={18} /> },
  { id: 'facebook', label: 'Continue with Facebook', icon: <IconBrandFacebook size={18} /> },
] as const;

/** Sign-in with a provider: a full-page visit to the server, which sends the browser to the provider. */
export function SocialButtons() {
  return (
    <Stack gap="xs">
      <Divider label="or" labelPosition="center" />
      {PROVIDERS.map((provider) => (
        <Button
          key={provider.id}
          component="a"
          href={`/api/login/${provider.id}`}
          variant="default"
          leftSection={provider.icon}
        >
          {provider.label}
        </Button>
      ))}
    </Stack>
  );
}
