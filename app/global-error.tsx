'use client';

export default function GlobalError({ retry, reset }: { error: unknown; retry?: () => void; reset: () => void }) {
  return (
    <html lang="pt-BR">
      <body
        style={{
          margin: 0,
          fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
          color: '#111827',
          background: '#ffffff',
        }}
      >
        <title>Erro | Não foi possível carregar</title>
        <main style={{ maxWidth: 560, margin: '0 auto', padding: '64px 16px', textAlign: 'center' }}>
          <h1 style={{ fontSize: 24, marginBottom: 12 }}>Algo deu errado</h1>
          <p style={{ marginBottom: 24, color: '#374151' }}>
            Não foi possível carregar esta página agora. Tente novamente em instantes.
          </p>
          <button
            type="button"
            onClick={() => (retry ?? reset)()}
            style={{
              background: '#436bac',
              color: '#ffffff',
              border: 0,
              borderRadius: 6,
              padding: '10px 20px',
              fontWeight: 600,
              cursor: 'pointer',
            }}
          >
            Tentar novamente
          </button>
        </main>
      </body>
    </html>
  );
}
