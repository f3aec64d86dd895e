import { useEffect, useState } from 'react';
import './blob-image.css';

export interface BlobImageProps {
  /** Loads the image (with whatever credentials it needs); called again when `id` changes. */
  load: (signal: AbortSignal) => Promise<Blob>;
  id: string;
  alt: string;
  /** The same image as a link that opens it at full size. */
  openable?: boolean;
}

/** An image that an `<img src>` cannot fetch by itself (it sits behind a token): loaded, shown via an object URL. */
export function BlobImage({ load, id, alt, openable = true }: BlobImageProps) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `id` names the image; `load` is a new closure each render.
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setFailed(false);
    load(controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [id]);

  if (failed) return <span className="blob-image blob-image--failed" role="img" aria-label={alt} />;
  if (!url) return <span className="blob-image blob-image--loading" aria-busy="true" />;
  const image = <img className="blob-image" src={url} alt={alt} />;
  return openable ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className="blob-image__link">
      {image}
    </a>
  ) : (
    image
  );
}
