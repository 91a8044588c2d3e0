import { Flex, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPhone } from 'react-icons/lu';
import { telHref } from './nav-links';

/** The shop's phone numbers as tel: links, always written left to right. */
export function PhoneLinks({ phones, max = 2 }: { phones: readonly string[] | undefined; max?: number }) {
  const { t } = useTranslation('layout');
  const shown = (phones ?? []).slice(0, max);
  if (shown.length === 0) return null;
  return (
    <Flex gap={{ base: '2', md: '4' }} wrap="wrap" align="center">
      {shown.map((phone) => (
        <Link
          key={phone}
          href={telHref(phone)}
          color="inherit"
          aria-label={t('phone_call', { phone })}
          display="inline-flex"
          gap="1"
          alignItems="center"
        >
          <LuPhone aria-hidden />
          <bdi dir="ltr">{phone}</bdi>
        </Link>
      ))}
    </Flex>
  );
}
