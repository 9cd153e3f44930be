import { ActionIcon, Box, Button, Container, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { TIMINGS } from '@roomtone/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { Link } from 'react-router';
import { useRotation } from '../hooks/use-rotation.ts';
import { BANNER_SLIDES } from './banner-slides.ts';
import classes from './rotating-banner.module.css';

/**
 * The landing banner: advances every 10 s (docs/product/constants.md#timings), pauses while hovered or
 * focused, and answers the arrow keys and its previous/next buttons.
 */
export function RotatingBanner() {
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const { index, setIndex, next, previous } = useRotation(
    BANNER_SLIDES.length,
    TIMINGS.homeBannerAutoplayMs,
    isHovered || isFocused,
  );
  const slide = BANNER_SLIDES[index] ?? BANNER_SLIDES[0];
  if (!slide) return null;

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next();
    if (event.key === 'ArrowLeft') previous();
  };

  return (
    <Box
      component="section"
      className={classes.banner}
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onKeyDown={handleKeyDown}
    >
      <Container size="lg" py={{ base: 48, sm: 80 }}>
        <Stack gap="lg" maw={720}>
          <article
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${BANNER_SLIDES.length}`}
            aria-live={isHovered || isFocused ? 'polite' : 'off'}
            data-testid="banner-slide"
            data-index={index}
          >
            <Text tt="uppercase" fw={700} size="sm" c="blue.2" mb="xs">
              {slide.eyebrow}
            </Text>
            <Title order={1} c="white" className={classes.title}>
              {slide.title}
            </Title>
            <Text size="lg" c="gray.3" mt="md">
              {slide.text}
            </Text>
          </article>
          <Group gap="md">
            <Button component={Link} to={slide.to} size="md" color="blue.4" c="dark.9">
              {slide.cta}
            </Button>
          </Group>
          <Group gap="xs" mt="md">
            <ActionIcon variant="subtle" color="gray.3" onClick={previous} aria-label="Previous slide">
              <IconChevronLeft size={18} />
            </ActionIcon>
            {BANNER_SLIDES.map((item, dotIndex) => (
              <UnstyledButton
                key={item.title}
                className={classes.dot}
                data-active={dotIndex === index || undefined}
                aria-label={`Show slide ${dotIndex + 1}`}
                aria-current={dotIndex === index ? 'true' : undefined}
                onClick={() => setIndex(dotIndex)}
              />
            ))}
            <ActionIcon variant="subtle" color="gray.3" onClick={next} aria-label="Next slide">
              <IconChevronRight size={18} />
            </ActionIcon>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
