import { type ChangeEvent, useEffect, useState } from 'react';

/**
 * A file chosen for upload with its preview (an object URL, released when the choice changes) and the browser's
 * checks of type and size, which only spare a round trip: the server checks the bytes themselves.
 */
export function useImageChoice(limits: {
  types: readonly string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setProblem(null);
    if (chosen && !limits.types.includes(chosen.type)) setProblem(limits.typeMessage);
    else if (chosen && chosen.size > limits.maxBytes) setProblem(limits.sizeMessage);
    setFile(chosen);
  };

  return { file, preview, problem, setProblem, choose, clear: () => setFile(null) };
}
