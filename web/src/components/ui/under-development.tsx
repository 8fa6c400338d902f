// Screens of the route map that are not built yet (spec 001: "shows a site-under-development
// message").
import { Button } from '@chakra-ui/react';
import { LuConstruction, LuHouse } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { StatusScreen } from './status-screen';

export function UnderDevelopment() {
  return (
    <StatusScreen
      icon={LuConstruction}
      titleId="common.underDevelopment.title"
      descriptionId="common.underDevelopment.description"
      testId="under-development"
      actions={
        <Button asChild colorPalette="brand" data-testid="under-development-home">
          <RouterLink to="/">
            <LuHouse aria-hidden />
            <FormattedMessage id="common.backHome" />
          </RouterLink>
        </Button>
      }
    />
  );
}
