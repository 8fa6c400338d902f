// /settingProfile: theme and language, profile data, password, account deletion.
import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { AppearanceSection } from '../components/appearance-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';

export default function SettingsRoute() {
  return (
    <Container maxW="3xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }} data-testid="settings-screen">
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            <FormattedMessage id="settings.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="settings.subtitle" />
          </Text>
        </Stack>
        <AppearanceSection />
        <ProfileSection />
        <PasswordSection />
        <DeleteAccountSection />
      </Stack>
    </Container>
  );
}
