import { HStack, IconButton } from '@chakra-ui/react';
import type { ShopInfo } from '@shop/contracts/core';
import { useTranslation } from 'react-i18next';
import { FaFacebook, FaInstagram, FaTiktok } from 'react-icons/fa';

const networks = [
  { key: 'facebook', icon: FaFacebook },
  { key: 'instagram', icon: FaInstagram },
  { key: 'tiktok', icon: FaTiktok },
] as const;

/** Icons linking to the shop's social pages (settings shop.social). */
export function SocialLinks({
  social,
  size = 'xs',
  variant = 'ghost',
}: {
  social: ShopInfo['social'] | undefined;
  size?: 'xs' | 'sm' | 'md';
  variant?: 'ghost' | 'outline';
}) {
  const { t } = useTranslation('layout');
  const present = networks.filter((n) => social?.[n.key]);
  if (present.length === 0) return null;
  return (
    <HStack gap="1">
      {present.map(({ key, icon: Icon }) => (
        <IconButton
          key={key}
          asChild
          size={size}
          variant={variant}
          color="inherit"
          aria-label={t(`social.${key}`)}
        >
          <a href={social![key]} target="_blank" rel="noopener noreferrer">
            <Icon />
          </a>
        </IconButton>
      ))}
    </HStack>
  );
}
