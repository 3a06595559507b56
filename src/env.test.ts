import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv, siteUrl } from './env'

describe('parseEnv', () => {
  it('has a working default for every optional value', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATA_DIR: './data',
      SEED_ON_START: true,
      TRUST_PROXY_HOPS: 0,
    })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(siteUrl(env)).toBe('http://localhost:3000')
  })

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: ' ', SITE_URL: '' })).toMatchObject({ PORT: 3000 })
  })

  it('reads and normalises values', () => {
    const env = parseEnv({
      PORT: '8080',
      DATABASE_URL: 'postgresql://u:p@db:5432/site',
      SITE_URL: 'https://example.af/',
      SEED_ON_START: 'false',
      TRUST_PROXY_HOPS: '1',
    })
    expect(env).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgresql://u:p@db:5432/site',
      SEED_ON_START: false,
      TRUST_PROXY_HOPS: 1,
    })
    expect(siteUrl(env)).toBe('https://example.af')
  })

  it('names every bad variable in one message', () => {
    let error: unknown
    try {
      parseEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SITE_URL: 'not a url',
        SALES_EMAIL: 'nobody',
        SMTP_URL: 'http://mail',
      })
    } catch (err) {
      error = err
    }
    expect(error).toBeInstanceOf(EnvError)
    const message = (error as EnvError).message
    for (const name of ['PORT', 'DATABASE_URL', 'SITE_URL', 'SALES_EMAIL', 'SMTP_URL'])
      expect(message).toContain(`${name}:`)
    expect((error as EnvError).problems).toHaveLength(5)
  })

  it('refuses the S3 driver without its bucket and credentials, naming each missing one', () => {
    expect(() => parseEnv({ STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_BUCKET: required when STORAGE_DRIVER=s3\n.*S3_SECRET_ACCESS_KEY: required when STORAGE_DRIVER=s3$/,
    )
    expect(() => parseEnv({ STORAGE_DRIVER: 'disk' })).toThrow(/STORAGE_DRIVER:/)
    expect(() => parseEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: must be a valid/)
    const env = parseEnv({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'meridian-media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(env).toMatchObject({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'us-east-1', S3_TIMEOUT_MS: 10_000 })
    expect(parseEnv({}).STORAGE_DRIVER).toBe('local')
  })
})
