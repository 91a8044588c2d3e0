import { Card, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '@/components/ui/use-document-title';

/** The narrow card every authentication screen sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Container maxW="md" py={{ base: '8', md: '14' }} px="4">
      <Card.Root>
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

/** The line under an auth form that sends to the other screen ("No account yet? Sign up"). */
export function AuthSwitch({ question, linkLabel, to }: { question: string; linkLabel: string; to: string }) {
  return (
    <HStack justify="center" gap="1" fontSize="sm" wrap="wrap">
      <Text color="fg.muted">{question}</Text>
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={to}>{linkLabel}</RouterLink>
      </Link>
    </HStack>
  );
}
