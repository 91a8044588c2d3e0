import { Box, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuHeart, LuLightbulb, LuMessageSquareWarning } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { contactTopics } from '../topics';

const icons = { thanks: LuHeart, complaint: LuMessageSquareWarning, suggestion: LuLightbulb } as const;

/** The three ways to write to the shop: thanks, complaint, suggestion (spec §2). */
export function ContactOptions() {
  const { t } = useTranslation('contact');
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {contactTopics.map((topic) => {
        const Icon = icons[topic];
        return (
          <LinkBox
            key={topic}
            as="article"
            borderWidth="1px"
            borderRadius="xl"
            p="5"
            bg="bg"
            transition="box-shadow .15s, transform .15s"
            _hover={{ boxShadow: 'md', transform: 'translateY(-2px)' }}
          >
            <Box color="brand.solid" fontSize="3xl" mb="3">
              <Icon aria-hidden />
            </Box>
            <Heading as="h2" size="md" mb="1">
              <LinkOverlay asChild>
                <RouterLink to={`/contact/${topic}`}>{t(`topics.${topic}.title`)}</RouterLink>
              </LinkOverlay>
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t(`topics.${topic}.text`)}
            </Text>
          </LinkBox>
        );
      })}
    </SimpleGrid>
  );
}
