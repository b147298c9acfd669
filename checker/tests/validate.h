/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef VALIDATE_H
#define VALIDATE_H

/*
 * Check a report against its format. Each returns the number of results
 * found, or -1 with a one-line reason in why.
 */
int validate_sarif(const char *text, char *why, int n);
int validate_json(const char *text, char *why, int n);
int validate_gitlab(const char *text, char *why, int n);
int validate_github(const char *text, char *why, int n);

#endif
