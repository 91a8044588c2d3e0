import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/components/ui/use-document-title';

/** The narrow card every authentication screen sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
  testId,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  testId?: string;
}) {
  useDocumentTitle(title);
  return (
    <Container maxW="md" py={{ base: '8', md: '14' }} px="4">
      <Card.Root data-testid={testId}>
        <Card.Body>
          <Stack gap="5">
            <Stack gap="1">
              <Heading as="h1" size="2xl">
                {title}
              </Heading>
              {subtitle && <Text color="fg.muted">{subtitle}</Text>}
            </Stack>
            {children}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
