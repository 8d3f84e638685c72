import { Button, ButtonGroup, InputGroup } from '@blueprintjs/core';
import {
  BoldIcon,
  HeaderOneIcon,
  HeaderThreeIcon,
  HeaderTwoIcon,
  ItalicIcon,
  LinkIcon,
  NumberedListIcon,
  PropertiesIcon,
  UnderlineIcon,
  UnlinkIcon,
} from '@blueprintjs/icons';
import { type MouseEvent, type ReactElement, useRef, useState } from 'react';
import { type BaseRange, Transforms } from 'slate';
import { useSlate } from 'slate-react';
import { activeLink, isBlockActive, isMarkActive, removeLink, setLink, toggleBlock, toggleMark } from './formatting';
import type { RichTextLabels } from './labels';
import type { BlockType, MarkFormat } from './slate-types';

/** Buttons act on mouse down with the default prevented, so the editor keeps its selection. */
const keep = (action: () => void) => (event: MouseEvent) => {
  event.preventDefault();
  action();
};

export function Toolbar({ labels }: { labels: RichTextLabels }) {
  const editor = useSlate();
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState('');
  const saved = useRef<BaseRange | null>(null);

  const block = (format: Exclude<BlockType, 'list-item' | 'paragraph'>, icon: ReactElement, label: string) => (
    <Button
      icon={icon}
      variant="minimal"
      size="small"
      aria-label={label}
      title={label}
      active={isBlockActive(editor, format)}
      onMouseDown={keep(() => toggleBlock(editor, format))}
    />
  );
  const mark = (format: MarkFormat, icon: ReactElement, label: string) => (
    <Button
      icon={icon}
      variant="minimal"
      size="small"
      aria-label={label}
      title={label}
      active={isMarkActive(editor, format)}
      onMouseDown={keep(() => toggleMark(editor, format))}
    />
  );

  const openLink = () => {
    saved.current = editor.selection;
    setAddress(activeLink(editor)?.url ?? 'https://');
    setLinking(true);
  };
  const applyLink = () => {
    if (saved.current) Transforms.select(editor, saved.current);
    if (address.trim()) setLink(editor, address);
    setLinking(false);
  };

  return (
    <div className="tb-rich-text__toolbar" role="toolbar">
      <ButtonGroup>
        {block('heading-one', <HeaderOneIcon />, labels.heading1)}
        {block('heading-two', <HeaderTwoIcon />, labels.heading2)}
        {block('heading-three', <HeaderThreeIcon />, labels.heading3)}
      </ButtonGroup>
      <ButtonGroup>
        {mark('bold', <BoldIcon />, labels.bold)}
        {mark('italic', <ItalicIcon />, labels.italic)}
        {mark('underline', <UnderlineIcon />, labels.underline)}
      </ButtonGroup>
      <ButtonGroup>
        {block('numbered-list', <NumberedListIcon />, labels.numberedList)}
        {block('bulleted-list', <PropertiesIcon />, labels.bulletedList)}
        <Button
          icon={<LinkIcon />}
          variant="minimal"
          size="small"
          aria-label={labels.link}
          title={labels.link}
          active={activeLink(editor) !== null}
          onMouseDown={keep(openLink)}
        />
        {activeLink(editor) && (
          <Button
            icon={<UnlinkIcon />}
            variant="minimal"
            size="small"
            aria-label={labels.removeLink}
            title={labels.removeLink}
            onMouseDown={keep(() => removeLink(editor))}
          />
        )}
      </ButtonGroup>
      {linking && (
        <div className="tb-rich-text__link">
          <InputGroup
            size="small"
            aria-label={labels.linkAddress}
            value={address}
            autoFocus
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
              if (event.key === 'Escape') setLinking(false);
            }}
          />
          <Button size="small" intent="primary" onClick={applyLink}>
            {labels.applyLink}
          </Button>
        </div>
      )}
    </div>
  );
}
