import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { downloadBlob } from '../model/download.ts';

type GraphExportMenuProps = { svgRef: RefObject<SVGSVGElement | null> };

function svgText(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.removeAttribute('style');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

/** Draws the graph's SVG on a canvas at twice its size and hands back a PNG. */
async function pngOf(svg: SVGSVGElement): Promise<Blob> {
  const width = svg.viewBox.baseVal.width;
  const height = svg.viewBox.baseVal.height;
  const url = URL.createObjectURL(new Blob([svgText(svg)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width * 2;
    canvas.height = height * 2;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('No canvas');
    context.scale(2, 2);
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob === null ? reject(new Error('No PNG')) : resolve(blob)), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Download the RT graph as SVG (vector, for reports) or PNG (an image at twice the screen size). */
export function GraphExportMenu({ svgRef }: GraphExportMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="compact-xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />}>
          Graph
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          onClick={() => {
            const svg = svgRef.current;
            if (svg !== null)
              downloadBlob(new Blob([svgText(svg)], { type: 'image/svg+xml' }), 'rt-graph.svg');
          }}
        >
          Download SVG
        </Menu.Item>
        <Menu.Item
          onClick={() => {
            const svg = svgRef.current;
            if (svg !== null) void pngOf(svg).then((blob) => downloadBlob(blob, 'rt-graph.png'));
          }}
        >
          Download PNG
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
