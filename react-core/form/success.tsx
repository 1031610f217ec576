// What a form shows after a successful submission (visitor §4 "Form"): the post-submit message as
// text, or the site owner's HTML sanitised. Loaded with the submission code (submission.ts); the
// sanitiser (DOMPurify) is a chunk of its own, fetched only for post-submit HTML.
import { useEffect, useRef, useState } from 'react';
import { NodeSlot } from '../node-slot.tsx';
import type { FormDefinition } from './model/definition.ts';

// (post-submit.ts imports nothing from the form's other chunks.)
const postSubmitCode = () => import('./post-submit.ts');

/** The post-submit message as text, or the site owner's HTML sanitised (never a server string as HTML). */
export function Success({ definition }: { definition: FormDefinition }) {
  const html = definition.postSubmitHtml;
  const [nodes, setNodes] = useState<Node[]>([]);
  useEffect(() => {
    if (!html) return undefined;
    let live = true;
    void postSubmitCode().then(({ postSubmitFragment }) => { if (live) setNodes(Array.from(postSubmitFragment(html).childNodes)); });
    return () => { live = false; };
  }, [html]);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="sq-form__success" role="status" tabIndex={-1}>
      {html ? <NodeSlot nodes={nodes} /> : definition.postSubmitMessage}
    </div>
  );
}
